import type { AdminSettings } from '@lumus/contract/admin/admin-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../api/admin-keys';

/** A settings change: the answer is the whole new settings, put straight into the cache. */
export function useSettingsSave<Input>(
  save: (input: Input) => Promise<AdminSettings>,
  onSaved?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (settings) => {
      queryClient.setQueryData(adminKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
      onSaved?.();
    },
  });
}
