/** Below a page: "Edit this page" and "Last updated" (both computed by lib/outputs/page-info.ts). */
export function PageMeta({ editUrl, lastUpdated }: { editUrl: string | null; lastUpdated: string }) {
  const date = new Date(lastUpdated);
  return (
    <div className="page-meta">
      {editUrl && (
        <a className="page-meta-edit" href={editUrl} target="_blank" rel="noopener noreferrer">
          Edit this page
        </a>
      )}
      <span className="page-meta-updated">
        Last updated on{' '}
        <time dateTime={date.toISOString()}>{date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}</time>
      </span>
    </div>
  );
}
