/** Machine-readable reasons for rejecting input; the server maps them to 400 responses. */
export type AstroInputErrorCode =
  | 'INVALID_DATE'
  | 'DATE_OUT_OF_RANGE'
  | 'INVALID_LATITUDE'
  | 'INVALID_LONGITUDE'
  | 'INVALID_MOON_LONGITUDE'
  | 'INVALID_TIME_ZONE';

/** Thrown for any caller input the engine cannot compute with; `message` is readable as is. */
export class AstroInputError extends Error {
  readonly code: AstroInputErrorCode;
  readonly field: string;

  constructor(code: AstroInputErrorCode, field: string, message: string) {
    super(message);
    this.name = 'AstroInputError';
    this.code = code;
    this.field = field;
  }
}
