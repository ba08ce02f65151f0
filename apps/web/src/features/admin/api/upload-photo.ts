import { uploadFilesCall } from '@lumus/contract/uploads/upload-files';
import { api } from '../../../lib/api/api';

/** Spec §7 file upload: form data `file` and `extension`; resolves to the stored image's URL. */
export async function uploadPhoto(file: File): Promise<string> {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '') : '';
  const response = await api.call(uploadFilesCall, { file, extension });
  return response.url;
}
