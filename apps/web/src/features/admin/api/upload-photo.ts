import { UPLOAD_FILES_PATH, uploadFilesResponseSchema } from '@lumus/contract/uploads/upload-files';
import { api } from '../../../lib/api/api';
import { apiPath } from '../../chat/api/api-path';

/** Spec §7 file upload: form data `file` and `extension`; resolves to the stored image's URL. */
export async function uploadPhoto(file: File): Promise<string> {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '') : '';
  const response = await api.postForm(
    apiPath(UPLOAD_FILES_PATH),
    { file, extension },
    { schema: uploadFilesResponseSchema, auth: true },
  );
  return response.data.url;
}
