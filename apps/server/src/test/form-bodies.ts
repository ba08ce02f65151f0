/** Request bodies as the spec's clients send them, for `app.inject`. */
export function urlEncoded(fields: Record<string, string>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

export function multipartForm(fields: Record<string, string>) {
  const boundary = '----lumus-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `${parts.join('')}--${boundary}--\r\n`,
  };
}

/**
 * A multipart form with one file besides plain fields, as a browser sends it: in the field `file`
 * as `application/octet-stream` unless `part` says otherwise.
 */
export function multipartWithFile(
  fields: Record<string, string>,
  file: Buffer,
  part: Readonly<{ field?: string; contentType?: string }> = {},
) {
  const { field = 'file', contentType = 'application/octet-stream' } = part;
  const boundary = '----lumus-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(
      `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="upload"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload };
}
