import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { dateTime } from './admin-format';
import type { Column } from './data-table';
import { OpenButton } from './open-button';

type UserRef = { userId: number; userName: string | null; userMobile: string | null };

/** Columns the admin lists share: the row's id, who it belongs to, when, and "Open". */
export function useCommonColumns() {
  const { t } = useTranslation();
  const language = useLanguage();
  return {
    id: <Row extends { id: number }>(): Column<Row> => ({
      key: 'id',
      label: t('admin.columns.id'),
      render: (row) => `#${row.id}`,
    }),
    user: <Row extends UserRef>(): Column<Row> => ({
      key: 'user',
      label: t('admin.columns.user'),
      render: (row) => row.userName ?? row.userMobile ?? `#${row.userId}`,
    }),
    when: <Row extends { createdAt: string | null }>(): Column<Row> => ({
      key: 'when',
      label: t('admin.columns.when'),
      render: (row) => dateTime(row.createdAt, language),
    }),
    open: <Row extends { id: number }>(
      label: (row: Row) => string,
      onOpen: (id: number) => void,
    ): Column<Row> => ({
      key: 'open',
      label: t('admin.actions'),
      render: (row) => (
        <OpenButton
          label={label(row)}
          onClick={() => {
            onOpen(row.id);
          }}
        />
      ),
    }),
  };
}
