import { deleteAccountCall, myDataExportCall } from '@lumus/contract/legal/my-data';
import { api } from '../../../lib/api/api';

/** All of the user's data, saved by the browser as `lumus-my-data-<date>.json`. */
export async function downloadMyData(): Promise<void> {
  const data = await api.call(myDataExportCall, {});
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `lumus-my-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function deleteMyAccount() {
  return api.call(deleteAccountCall, { confirm: true });
}
