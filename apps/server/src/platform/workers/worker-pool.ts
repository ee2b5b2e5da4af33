import { Worker } from 'node:worker_threads';

// CPU-heavy jobs (reading uploaded workbooks, rendering documents) run in worker threads, at most `maxWorkers` at once
// per pool, so the event loop keeps answering meanwhile. A worker serves one job after another and ends when idle for
// `idleMs`; one that runs out of its heap or time is ended alone and the next job gets a new one.

export interface WorkerPoolOptions {
  /** The worker's entry: in the bundle a .js beside dist/main.js; from source a small .mjs that registers tsx. */
  url: URL;
  maxWorkers: number;
  heapMb: number;
  timeoutMs: number;
  idleMs: number;
}

/** The job did not finish: the worker ran out of memory or time, or failed. */
export class WorkerJobAbortedError extends Error {}

interface PooledWorker {
  worker: Worker;
  idleTimer?: NodeJS.Timeout;
}

export class WorkerPool<Job, Result> {
  private readonly idle: PooledWorker[] = [];
  private started = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly options: WorkerPoolOptions) {}

  /** Runs `job` in a pooled worker; the worker's one message back is the result. */
  async run(job: Job): Promise<Result> {
    return this.runOn(await this.acquire(), job);
  }

  private startWorker(): PooledWorker {
    const worker = new Worker(this.options.url, {
      // Nothing inherited: under tsx the parent's loader flags would load the worker's modules twice over.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb },
      stdout: false,
      stderr: false,
    });
    // An idle worker never keeps the process alive.
    worker.unref();
    this.started++;
    const pooled: PooledWorker = { worker };
    worker.once('exit', () => {
      this.started--;
      const at = this.idle.indexOf(pooled);
      if (at >= 0) this.idle.splice(at, 1);
      this.waiting.shift()?.();
    });
    return pooled;
  }

  private async acquire(): Promise<PooledWorker> {
    for (;;) {
      const pooled = this.idle.pop();
      if (pooled) {
        clearTimeout(pooled.idleTimer);
        return pooled;
      }
      if (this.started < this.options.maxWorkers) return this.startWorker();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  private release(pooled: PooledWorker) {
    pooled.idleTimer = setTimeout(() => void pooled.worker.terminate(), this.options.idleMs).unref();
    this.idle.push(pooled);
    this.waiting.shift()?.();
  }

  private runOn(pooled: PooledWorker, job: Job): Promise<Result> {
    const { worker } = pooled;
    const { timeoutMs } = this.options;
    return new Promise((resolve, reject) => {
      const finish = (action: () => void, keep: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (keep) this.release(pooled);
        else void worker.terminate();
        action();
      };
      const onMessage = (result: Result) => finish(() => resolve(result), true);
      const onError = (error: Error) => finish(() => reject(new WorkerJobAbortedError(error.message)), false);
      const onExit = (code: number) =>
        finish(() => reject(new WorkerJobAbortedError(`worker exited with ${code}`)), false);
      const timer = setTimeout(
        () => finish(() => reject(new WorkerJobAbortedError(`timeout after ${timeoutMs} ms`)), false),
        timeoutMs,
      );
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      worker.postMessage(job);
    });
  }
}
