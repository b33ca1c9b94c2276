/** One canvas edit that can be taken back and made again. */
export interface Edit {
  label: string;
  undo(): void | Promise<void>;
  redo(): void | Promise<void>;
}

/**
 * Undo and redo of canvas edits (Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z). A new edit clears what could be
 * redone; the oldest edits fall off past `limit`. Edits run one at a time, in order, so that an
 * undo pressed twice quickly cannot overtake itself.
 */
export class History {
  private done: Edit[] = [];
  private undone: Edit[] = [];
  private running: Promise<void> = Promise.resolve();
  private listeners = new Set<() => void>();
  private version = 0;

  constructor(private readonly limit = 100) {}

  /** For useSyncExternalStore: called whenever what can be undone or redone changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes whenever canUndo or canRedo may have changed. */
  getVersion = (): number => this.version;

  private changed(): void {
    this.version += 1;
    for (const l of this.listeners) l();
  }

  get canUndo(): boolean {
    return this.done.length > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  /** Records an edit that has just been made. */
  push(edit: Edit): void {
    this.done.push(edit);
    if (this.done.length > this.limit) this.done.shift();
    this.undone = [];
    this.changed();
  }

  undo(): Promise<void> {
    return this.step(this.done, this.undone, 'undo');
  }

  redo(): Promise<void> {
    return this.step(this.undone, this.done, 'redo');
  }

  private step(from: Edit[], to: Edit[], how: 'undo' | 'redo'): Promise<void> {
    const edit = from.pop();
    if (!edit) return this.running;
    to.push(edit);
    this.changed();
    this.running = this.running.then(async () => {
      await edit[how]();
    });
    return this.running;
  }
}
