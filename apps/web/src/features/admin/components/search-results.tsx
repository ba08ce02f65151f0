import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListMessage, ListSkeleton, LoadFailedMessage } from '../../../lib/ui/list-states';
import { Pager } from '../../../lib/ui/pager';
import { DataTable, type Column } from './data-table';

export type ResultPage<Row> = { items: readonly Row[]; pageSize: number; total: number };

export type SearchResultsProps<Data extends ResultPage<{ id: number }>> = {
  list: UseQueryResult<Data, unknown>;
  page: number;
  onPage: (page: number) => void;
  testId: string;
  caption: string;
  columns: readonly Column<Data['items'][number]>[];
};

/** One page of a filtered list: loading, failed, empty, or the table with its pager. */
export function SearchResults<Data extends ResultPage<{ id: number }>>({
  list,
  page,
  onPage,
  testId,
  caption,
  columns,
}: SearchResultsProps<Data>) {
  const { t } = useTranslation();
  if (list.isPending) return <ListSkeleton />;
  if (list.isError) return <LoadFailedMessage onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0) return <ListMessage title={t('admin.empty')} />;
  return (
    <>
      <DataTable
        testId={testId}
        caption={caption}
        rows={list.data.items}
        rowKey={(row) => row.id}
        columns={columns}
      />
      <Pager
        page={page}
        pageSize={list.data.pageSize}
        total={list.data.total}
        onPage={onPage}
        look="outlined"
        texts={{
          label: t('admin.pager.label'),
          previous: t('admin.pager.previous'),
          next: t('admin.pager.next'),
          position: (at) => t('admin.pager.status', at),
        }}
      />
    </>
  );
}
