import type { RequestEntry } from '@trellis/core';
import { useState } from 'react';
import { formatDate } from '../../lib/format';
import { useCurrentProjectId } from '../../project/useCurrentProjectId';
import { useRequestRows } from './useRequestRows';
import { NoProject } from '../NoProject';

/**
 * Project Requests (spec §2): the selected project's requests, newest first. The selected request
 * defaults to the newest and resets when the project changes; its details show below the table.
 */
export default function ProjectRequestsPage() {
  const projectId = useCurrentProjectId();
  const { loading, rows } = useRequestRows(projectId);
  // The choice belongs to the project it was made in: another project starts at its newest.
  const [choice, setChoice] = useState<{ projectId: string; requestId: string } | null>(null);
  const chosen = choice?.projectId === projectId ? choice.requestId : null;

  if (!projectId) return <NoProject title="Project Requests" />;
  const selected: RequestEntry | undefined = rows.find((r) => r.id === chosen) ?? rows[0];

  return (
    <div className="page-body">
      <title>Project Requests · Trellis</title>
      <div className="page-header">
        <h1>Project Requests</h1>
      </div>
      <section className="section" aria-label="Requests">
        {loading ? (
          <p role="status">Loading...</p>
        ) : rows.length === 0 ? (
          <p className="muted">No requests yet</p>
        ) : (
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Request</th>
                  <th scope="col">Date</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => {
                  const isSelected = r.id === selected?.id;
                  return (
                    <tr key={r.id} className={isSelected ? 'selected' : undefined}>
                      <td>
                        <button
                          type="button"
                          className="link-button"
                          aria-pressed={isSelected}
                          onClick={() => setChoice({ projectId, requestId: r.id })}
                        >
                          {r.prompt || r.name}
                        </button>
                      </td>
                      <td>
                        <time dateTime={r.created_at}>{formatDate(r.created_at)}</time>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {selected && (
        <section className="section" aria-labelledby="request-detail">
          <h2 id="request-detail">Selected request</h2>
          <p className="request-text">{selected.prompt || selected.name}</p>
          <p className="muted">
            Made <time dateTime={selected.created_at}>{formatDate(selected.created_at)}</time>
          </p>
        </section>
      )}
    </div>
  );
}
