import type { PreparedAnswer } from '../../platform/http/prepared-answer';

/** What one cached answer is the answer for: the project as it was when the net was read. */
export interface NetAnswerKey {
  tenantId: string;
  projectId: string;
  kind: number;
  /** fmea_projects.net_revision: raised by the net tables' triggers on every statement that changes the net. */
  netRevision: number;
  /** The header's version, which the answer carries. */
  projectVersion: number;
}

interface Entry {
  key: NetAnswerKey;
  answer: PreparedAnswer;
}

/** About four nets of 10,000 chains (~8 MB of JSON each, with their compressed forms). */
export const NET_ANSWER_CACHE_BYTES = 40_000_000;

const sameKey = (a: NetAnswerKey, b: NetAnswerKey) =>
  a.tenantId === b.tenantId &&
  a.kind === b.kind &&
  a.netRevision === b.netRevision &&
  a.projectVersion === b.projectVersion;

/**
 * The serialized answers of the whole-net read (ProjectAppServicecs/dFMEANet), one per project, least recently used
 * first out beyond a byte budget. An entry answers only a request that read the same net revision and header version
 * from the project row in its own transaction, after the access check: any write to the net, by any instance, raises
 * the revision in the database, so a changed net is read again and a stale one is never answered. Per server
 * instance (each app builds its own).
 */
export class NetAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly making = new Map<string, { key: NetAnswerKey; answer: Promise<PreparedAnswer> }>();
  private bytes = 0;

  constructor(private readonly budgetBytes = NET_ANSWER_CACHE_BYTES) {}

  get(key: NetAnswerKey): PreparedAnswer | undefined {
    const entry = this.entries.get(key.projectId);
    if (!entry || !sameKey(entry.key, key)) return undefined;
    // Most recently used last.
    this.entries.delete(key.projectId);
    this.entries.set(key.projectId, entry);
    return entry.answer;
  }

  set(key: NetAnswerKey, answer: PreparedAnswer): void {
    const previous = this.entries.get(key.projectId);
    // A request that read an older revision than the entry's does not replace it.
    if (previous && previous.key.netRevision > key.netRevision) return;
    this.remove(key.projectId);
    if (answer.bytes > this.budgetBytes) return;
    this.entries.set(key.projectId, { key, answer });
    this.bytes += answer.bytes;
    for (const [projectId] of this.entries) {
      if (this.bytes <= this.budgetBytes) break;
      this.remove(projectId);
    }
  }

  /**
   * The answer for `key`: kept, being made by another request (the team's screens all reload at once after a
   * change notice: one of them reads the net), or made now by `make` and kept.
   */
  async answer(key: NetAnswerKey, make: () => Promise<PreparedAnswer>): Promise<PreparedAnswer> {
    const kept = this.get(key);
    if (kept) return kept;
    const inFlight = this.making.get(key.projectId);
    if (inFlight && sameKey(inFlight.key, key)) {
      const made = await inFlight.answer.catch(() => undefined);
      if (made) return made;
    }
    const answer = make();
    this.making.set(key.projectId, { key, answer });
    try {
      const made = await answer;
      this.set(key, made);
      return made;
    } finally {
      if (this.making.get(key.projectId)?.answer === answer) this.making.delete(key.projectId);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(projectId: string) {
    const entry = this.entries.get(projectId);
    if (!entry) return;
    this.entries.delete(projectId);
    this.bytes -= entry.answer.bytes;
  }
}
