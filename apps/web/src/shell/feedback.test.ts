import { describe, expect, it, vi } from 'vitest';
import { bindMessageApi, toast } from './feedback';

type MessageApi = Parameters<typeof bindMessageApi>[1];
/** The part of antd's message API that toast calls. */
const fakeApi = () => ({ error: vi.fn(), success: vi.fn(), warning: vi.fn() });
const bind = (scope: 'root' | 'session', api: ReturnType<typeof fakeApi>) =>
  bindMessageApi(scope, api as unknown as MessageApi);

describe('toast (the message API bound by the root and the signed-in area)', () => {
  it("uses the signed-in area's API while it is bound, whatever the order of binding, and the root's after", () => {
    const root = fakeApi();
    const session = fakeApi();
    const unbindSession = bind('session', session);
    const unbindRoot = bind('root', root);
    toast.error('a');
    expect(session.error).toHaveBeenCalledWith('a');
    expect(root.error).not.toHaveBeenCalled();
    unbindSession();
    toast.error('b');
    expect(root.error).toHaveBeenCalledWith('b');
    unbindRoot();
  });

  it('keeps a toast asked for before any API is bound until one is', () => {
    toast.error('early');
    const root = fakeApi();
    const unbind = bind('root', root);
    expect(root.error).toHaveBeenCalledWith('early');
    unbind();
  });

  it('an unbinding of a replaced API leaves its replacement bound', () => {
    const first = fakeApi();
    const second = fakeApi();
    const unbindFirst = bind('root', first);
    const unbindSecond = bind('root', second);
    unbindFirst();
    toast.error('c');
    expect(second.error).toHaveBeenCalledWith('c');
    unbindSecond();
  });
});
