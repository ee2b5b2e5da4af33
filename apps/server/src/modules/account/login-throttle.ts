/**
 * Failed sign-ins counted per client address and per address + account, in front of the account lockout: one
 * address can neither guess on and on nor lock somebody else's account, since it is stopped (for the address, not
 * the account) long before the account's own limit. Kept in memory, so with several instances each counts its own.
 */
export const THROTTLE_WINDOW_MINUTES = 15;
/** Failures from one address on one account (known or not) before that address is refused for that account. */
export const MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT = 5;
/** Failures from one address on any accounts before the address is refused altogether. */
export const MAX_FAILURES_PER_ADDRESS = 20;

const WINDOW_MS = THROTTLE_WINDOW_MINUTES * 60_000;
const MAX_KEYS = 100_000;

export class LoginThrottle {
  /** key -> failure times (ms), oldest first, within the window. */
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now = () => Date.now()) {}

  /** Minutes until this address may try this account again, or 0 when it may try now. */
  blockedMinutes(address: string, account: string): number {
    const pair = this.recent(pairKey(address, account));
    const all = this.recent(addressKey(address));
    const until = Math.max(
      pair.length >= MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT ? (pair[0] as number) + WINDOW_MS : 0,
      all.length >= MAX_FAILURES_PER_ADDRESS ? (all[0] as number) + WINDOW_MS : 0,
    );
    return until > this.now() ? Math.ceil((until - this.now()) / 60_000) : 0;
  }

  /** Records a failure; returns how many more this address may try on this account. */
  fail(address: string, account: string): number {
    const at = this.now();
    if (this.failures.size >= MAX_KEYS) this.failures.clear();
    for (const key of [pairKey(address, account), addressKey(address)]) {
      this.failures.set(key, [...this.recent(key), at]);
    }
    return Math.max(MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT - this.recent(pairKey(address, account)).length, 0);
  }

  /** A successful sign-in forgets the address's failures on that account. */
  succeed(address: string, account: string) {
    this.failures.delete(pairKey(address, account));
  }

  private recent(key: string): number[] {
    const since = this.now() - WINDOW_MS;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }
}

const pairKey = (address: string, account: string) => `${address}\n${account.trim().toLowerCase()}`;
const addressKey = (address: string) => address;
