/**
 * Ids and keys seen in the server's answers, by the name of the field that carried them, so that
 * generated requests name records that exist. A record's `id` (the answer itself, or an entry of a
 * list answer) is kept under the first path segment of the operation that answered it
 * (`id@employees`): GET /api/employees gives ids for /api/employees/{id}. Ids nested deeper (an
 * invoice's lines and payments) are not the path's records.
 */
export class KnownValues {
  private readonly values = new Map<string, Set<string | number>>();
  /** The demo callers' own user and client ids: a write that names them may take their access. */
  private readonly protectedValues = new Set<string | number>();

  /** Where a path's `{id}` finds its records when its own segment answers none. */
  private static readonly ALIASES: Record<string, string> = {
    // A pay stub is read by its payroll record's id.
    'id@pay-stubs': 'id@payroll',
    // Tax years come from the forms and records that carry them.
    year: 'taxYear',
  };

  /** Keeps the id-like fields of a JSON answer of `path` (no names, amounts or passwords). */
  collect(path: string, body: unknown): void {
    const segment = toSegment(path);
    const list = (body as { items?: unknown } | null)?.items;
    const records = Array.isArray(body) ? body : [body, ...(Array.isArray(list) ? list : [])];
    for (const record of records) {
      const id = (record as { id?: unknown } | null)?.id;
      if (typeof id === 'string') this.add(`id@${segment}`, id);
    }
    visitIdLike(body, (key, value) => {
      if (key !== 'id') this.add(key, value);
    });
  }

  /** Values a write must not name (the demo callers' own user and company, as their reads show). */
  protect(body: unknown): void {
    visitIdLike(body, (_key, value) => this.protectedValues.add(value));
  }

  /**
   * The values known for a parameter or property of this name in an operation of `path`; an
   * `employeeId` also takes the ids that /api/employees answered. `isWrite` leaves out the demo
   * callers' own records.
   */
  lookup(name: string, path: string, isWrite: boolean): (string | number)[] {
    const key = name === 'id' ? `id@${toSegment(path)}` : name;
    const keys = [
      key,
      KnownValues.ALIASES[key],
      /^[a-z]+Id$/.test(name) ? `id@${name.slice(0, -2)}s` : undefined,
    ];
    const found = new Set<string | number>();
    for (const candidate of keys) {
      for (const value of (candidate && this.values.get(candidate)) || []) found.add(value);
    }
    return [...found].filter((value) => !isWrite || !this.protectedValues.has(value));
  }

  /** Forgets everything: a fresh database holds none of these records. */
  clear(): void {
    this.values.clear();
    this.protectedValues.clear();
  }

  private add(key: string, value: string | number): void {
    let set = this.values.get(key);
    if (!set) this.values.set(key, (set = new Set()));
    set.add(value);
  }
}

function visitIdLike(body: unknown, found: (key: string, value: string | number) => void): void {
  const visit = (value: unknown, key?: string) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, key);
      return;
    }
    if (value !== null && typeof value === 'object') {
      for (const [name, child] of Object.entries(value)) visit(child, name);
      return;
    }
    // A tax year is the year of a pay date: W-2s and 941s exist for the years payroll was paid.
    if (key === 'payDate' && typeof value === 'string') found('taxYear', Number(value.slice(0, 4)));
    if (key && isIdLike(key, value)) found(key, value as string | number);
  };
  visit(body);
}

function toSegment(path: string): string {
  return path.split('/')[2] ?? '';
}

function isIdLike(key: string, value: unknown): boolean {
  if (key === 'taxYear') return typeof value === 'number';
  return (
    typeof value === 'string' && (key === 'id' || /(Id|Key)$/.test(key)) && value.length <= 100
  );
}
