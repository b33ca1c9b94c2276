import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';

/**
 * Data Entry (spec §2, /data): Name, Email and Notes with Save Record, which the spec wires to no
 * call. The form checks what it can and says the record is not stored yet.
 */
export default function DataEntryPage() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [notes, setNotes] = useState('');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    toast.info('Records are not stored yet: data entry is coming soon.');
  };
  return (
    <div className="page-body narrow-page">
      <title>Data Entry · Trellis</title>
      <div className="page-header">
        <h1>Data Entry</h1>
      </div>
      <form className="section form" onSubmit={onSubmit}>
        <label className="field">
          <span className="field-label">Name</span>
          <input className="input" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="field">
          <span className="field-label">Email</span>
          <input
            className="input"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label className="field">
          <span className="field-label">Notes</span>
          <textarea className="textarea" value={notes} onChange={(e) => setNotes(e.target.value)} />
        </label>
        <div className="row">
          <button type="submit" className="button">
            Save Record
          </button>
        </div>
      </form>
    </div>
  );
}
