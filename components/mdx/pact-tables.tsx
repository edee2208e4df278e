import { pactFunctions } from '@/lib/content/pact-reference';
import type { LoadedPage } from '@/lib/content/load-pages';
import { SiteLink } from '@/components/site-link';

/** The functions of one Pact reference group, generated from their pages. */
export function PactFunctionTable({ pages, group }: { pages: LoadedPage[]; group: string }) {
  const functions = pactFunctions(pages).filter((f) => f.group === group);
  return (
    <table className="pact-table">
      <thead>
        <tr>
          <th scope="col">Function</th>
          <th scope="col">Summary</th>
        </tr>
      </thead>
      <tbody>
        {functions.map((f) => (
          <tr key={f.route}>
            <td>
              <SiteLink href={f.route}>
                <code>{f.name}</code>
              </SiteLink>
            </td>
            <td>{f.summary}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every Pact function, alphabetically, with its signatures and summary. */
export function PactQuickReference({ pages }: { pages: LoadedPage[] }) {
  const functions = pactFunctions(pages);
  return (
    <dl className="quick-ref">
      {functions.map((f) => (
        <div key={f.route} className="quick-ref-entry">
          <dt>
            <SiteLink href={f.route}>
              <code>{f.name}</code>
            </SiteLink>{' '}
            <span className="quick-ref-group">{f.group}</span>
          </dt>
          <dd>
            {f.signatures.map((s) => (
              <code key={s} className="quick-ref-signature">
                {s}
              </code>
            ))}
            <span>{f.summary}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
