import type { PreparedAnswer } from '../../platform/http/prepared-answer';
import type { NetPartKey } from './net-answer';
import { NET_PART_TABLES, type NetState, type NetTableRevisions } from './net-load';

/** What one kept answer is the answer for: the project as it was when the net was read. */
export interface NetAnswerKey {
  tenantId: string;
  projectId: string;
  kind: number;
  /** fmea_projects.net_revision: raised by the net tables' triggers on every statement that changes the net. */
  netRevision: number;
  /** The header's version, which the answer carries. */
  projectVersion: number;
}

/** The JSON of one part of the net, read when the project's net revision was `readAt`. */
interface Part {
  readAt: number;
  json: Buffer;
}

interface Entry {
  key: NetAnswerKey;
  answer: PreparedAnswer;
  /** Each part's JSON: views into the answer's. */
  parts: Map<NetPartKey, Part>;
}

/**
 * How a missing answer is made. `read` reads the given parts of the net and the project's net state in one
 * statement (one snapshot), and answers each part's JSON; `assemble` puts the answer together from every part's JSON
 * and the header version, and answers each part's JSON as a view into the answer's (net-answer.ts).
 */
export interface NetAnswerMaker {
  read(parts: NetPartKey[]): Promise<{ state: NetState; parts: Map<NetPartKey, Buffer> }>;
  assemble(state: NetState, parts: Map<NetPartKey, Buffer>): { answer: PreparedAnswer; parts: Map<NetPartKey, Buffer> };
}

/** About four nets of 10,000 chains (~8.5 MB of JSON each, its parts being views into it, and its compressed forms). */
export const NET_ANSWER_CACHE_BYTES = 40_000_000;

/** Reads in a row that find the net changed meanwhile, before all its parts are read in one statement. */
const PATCH_ROUNDS = 2;

const ALL_PARTS = Object.keys(NET_PART_TABLES) as NetPartKey[];

const sameKey = (a: NetAnswerKey, b: NetAnswerKey) =>
  a.tenantId === b.tenantId &&
  a.kind === b.kind &&
  a.netRevision === b.netRevision &&
  a.projectVersion === b.projectVersion;

/**
 * A part read at `part.readAt` is the part as of `state` when the state is not older than the read and the part's
 * table has not changed since (every change sets the table's entry to the revision it raised the net to).
 */
const current = (key: NetPartKey, part: Part | undefined, state: NetState): part is Part =>
  part !== undefined &&
  part.readAt <= state.netRevision &&
  (state.tableRevisions[NET_PART_TABLES[key]] ?? 0) <= part.readAt;

/**
 * The serialized answers of the whole-net read (ProjectAppServicecs/dFMEANet), one per project, least recently used
 * first out beyond a byte budget. An answer is given only to a request that read the same net revision and header
 * version from the project row in its own transaction, after the access check: any write to the net, by any
 * instance, raises the revision in the database, so a changed net is never answered from memory as it was.
 *
 * When the net changed, the answer is made anew from the parts of the net kept with the old one: only the parts
 * whose table changed since they were read (fmea_projects.net_table_revisions) are read and serialized again, in one
 * statement with the project's net state, so that every part of the new answer is the part as of that one state
 * (when the state moved on between the request's access check and that read, the kept parts are checked again
 * against the newer state; after PATCH_ROUNDS such races, the whole net is read in one statement). A rating edit
 * thus re-reads the chain risks alone. Per server instance (each app builds its own).
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

  /**
   * The answer for `key` (whose project row also gave `tableRevisions`): kept, being made by another request (the
   * team's screens all reload at once after a change notice: one of them reads the net), or made now by `maker`
   * from the kept parts that are still current and the parts read anew, and kept.
   */
  async answer(key: NetAnswerKey, tableRevisions: NetTableRevisions, maker: NetAnswerMaker): Promise<PreparedAnswer> {
    const kept = this.get(key);
    if (kept) return kept;
    const inFlight = this.making.get(key.projectId);
    if (inFlight && sameKey(inFlight.key, key)) {
      const made = await inFlight.answer.catch(() => undefined);
      if (made) return made;
    }
    const answer = this.make(key, tableRevisions, maker);
    this.making.set(key.projectId, { key, answer });
    try {
      return await answer;
    } finally {
      if (this.making.get(key.projectId)?.answer === answer) this.making.delete(key.projectId);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private async make(key: NetAnswerKey, tableRevisions: NetTableRevisions, maker: NetAnswerMaker) {
    const entry = this.entries.get(key.projectId);
    const parts = new Map<NetPartKey, Part>(
      entry && entry.key.tenantId === key.tenantId && entry.key.kind === key.kind ? entry.parts : [],
    );
    let state: NetState = { netRevision: key.netRevision, version: key.projectVersion, tableRevisions };
    for (let round = 0; ; round++) {
      const stale = ALL_PARTS.filter((part) => !current(part, parts.get(part), state));
      if (stale.length === 0) break;
      const read = await maker.read(round < PATCH_ROUNDS ? stale : ALL_PARTS);
      state = read.state;
      for (const [part, json] of read.parts) parts.set(part, { readAt: state.netRevision, json });
    }
    const made = maker.assemble(state, new Map([...parts].map(([part, { json }]) => [part, json])));
    this.keep(
      { ...key, netRevision: state.netRevision, projectVersion: state.version },
      made.answer,
      new Map([...made.parts].map(([part, json]) => [part, { readAt: parts.get(part)?.readAt ?? 0, json }])),
    );
    return made.answer;
  }

  private keep(key: NetAnswerKey, answer: PreparedAnswer, parts: Map<NetPartKey, Part>): void {
    const previous = this.entries.get(key.projectId);
    // An answer made from an older state than the kept one's does not replace it.
    if (previous && previous.key.netRevision > key.netRevision) return;
    this.remove(key.projectId);
    if (answer.bytes > this.budgetBytes) return;
    this.entries.set(key.projectId, { key, answer, parts });
    this.bytes += answer.bytes;
    for (const [projectId] of this.entries) {
      if (this.bytes <= this.budgetBytes) break;
      this.remove(projectId);
    }
  }

  private remove(projectId: string) {
    const entry = this.entries.get(projectId);
    if (!entry) return;
    this.entries.delete(projectId);
    this.bytes -= entry.answer.bytes;
  }
}
