/** Spec §7 calls of the paid chat, plus the consultant console's own (not in the spec). */
export const FILL_INTAKE_FORM_PATH = '/api/chat/order/fill-intake-form';
export const CREATE_QUEUE_TOKEN_PATH = '/api/call-chat/queue/create-token/v2';
export const WAITLIST_PATH = '/api/queue-token/user/waitlist/get/v3';
export const LATEST_WAITLIST_PATH = '/api/queue-token/user/latest/waitlist/get';
export const CANCEL_QUEUE_TOKEN_PATH = '/api/call-chat/queue/cancel/token';
export const HOLD_QUEUE_TOKEN_PATH = '/api/queue-token/user/hold/unhold';
export const USER_ACCEPT_ORDER_PATH = '/api/chat/order/accept/byUser/v2';
export const ORDER_DETAIL_PATH = '/api/chat/order/get-order-detail';
export const ORDER_MESSAGES_PATH = '/api/chat/order/messages/get';
export const END_CHAT_PATH = '/api/chat/order/end';
export const ORDER_HISTORY_PATH = '/api/order/history/get';
export const DELETE_ORDER_PATH = '/api/order/delete/byId';
export const RATING_CREATE_PATH = '/api/rating-review/create';
export const NPS_GET_PATH = '/api/nps/score/get';
export const NPS_ADD_UPDATE_PATH = '/api/nps/score/addupdate';
/** Not in the spec (its `free-chat` route shows the offer): whether the next chat starts free. */
export const FREE_CHAT_PATH = '/api/chat/free-chat/get';

export const CONSOLE_QUEUE_PATH = '/api/console/queue/get';
export const CONSOLE_ACCEPT_PATH = '/api/console/order/accept';
export const CONSOLE_DECLINE_PATH = '/api/console/order/decline';
export const CONSOLE_STATUS_PATH = '/api/console/status/set';
export const CONSOLE_HISTORY_PATH = '/api/console/order/history/get';
