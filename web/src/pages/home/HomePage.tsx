import { Link } from 'react-router';
import { displayName, useUser } from '../../auth/context';
import { formatDate } from '../../lib/format';
import { sectionPath } from '../../project/sections';
import { useRequestRows } from '../requests/useRequestRows';

/** Home (spec §2 "Routes"): title, welcome, Create New Project, and the Recent Requests table. */
export default function HomePage() {
  const user = useUser();
  const { loading, rows } = useRequestRows();

  return (
    <div className="page-body">
      <title>Home · Trellis</title>
      <div className="page-header">
        <h1>Welcome to Trellis</h1>
        <Link className="button" to="/projects/create">
          Create New Project
        </Link>
      </div>
      <p className="lead">
        Hello, {displayName(user)}. Describe a goal in the box above and Trellis turns it into a
        project: clarifying questions, goals, a schema of node types and tasks it works through.
      </p>
      <section className="section" aria-labelledby="recent-requests">
        <h2 id="recent-requests">Recent Requests</h2>
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
                  <th scope="col">Project</th>
                  <th scope="col">Date</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={`${r.project_id}/${r.id}`}>
                    <td>{r.prompt || r.name}</td>
                    <td>
                      <Link to={sectionPath('workspace', r.project_id)}>{r.project_name}</Link>
                    </td>
                    <td>
                      <time dateTime={r.created_at}>{formatDate(r.created_at)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
