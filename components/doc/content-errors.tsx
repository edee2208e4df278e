import { formatIssue } from '@/lib/content/report';
import type { ContentIssue } from '@/lib/content/types';

/** Content problems shown on the page in dev (the build stops on the same errors): file:line, then what to fix. */
export function ContentErrors({ issues, title }: { issues: ContentIssue[]; title: string }) {
  return (
    <section className="content-errors" role="alert" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {issues.map((issue) => (
          <li key={formatIssue(issue) + issue.severity}>
            <code>{formatIssue(issue)}</code>
            {issue.severity === 'warning' && ' (warning)'}
          </li>
        ))}
      </ul>
    </section>
  );
}
