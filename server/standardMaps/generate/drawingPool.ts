import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../workers/startWorker';
import type { MapSpec } from '../draw/mapInput';
import type { DrawnFiles } from './drawMapFiles';
import type { DrawReply, DrawRequest } from './drawWorker';
import type { ContextInput } from './mapContext';

interface Task {
  request: DrawRequest;
  resolve(result: DrawnFiles): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  task?: Task;
}

/**
 * Worker threads that draw maps, so drawing never runs on the thread that answers requests.
 * Each thread builds the map context once; maps are handed to whichever thread is free. A
 * thread that dies fails its map and is replaced.
 */
export class DrawingPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private closed = false;

  constructor(
    private readonly input: ContextInput,
    size: number,
  ) {
    for (let i = 0; i < Math.max(1, size); i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const worker = startWorker(__filename, join(__dirname, 'drawWorker'), {
      workerData: this.input,
    });
    const slot: Slot = { worker };
    worker.on('message', (reply: DrawReply) => {
      const task = slot.task;
      slot.task = undefined;
      if (task) {
        if (reply.ok) task.resolve(reply.result);
        else task.reject(new Error(reply.message));
      }
      this.next(slot);
    });
    worker.on('error', (error) => this.lost(slot, error));
    worker.on('exit', (code) => {
      if (!this.closed)
        this.lost(slot, new Error(`The drawing thread stopped (exit code ${code})`));
    });
    return slot;
  }

  private lost(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    slot.task?.reject(error);
    slot.task = undefined;
    void slot.worker.terminate();
    if (this.closed) return;
    const fresh = this.spawn();
    this.slots[index] = fresh;
    this.next(fresh);
  }

  private next(slot: Slot): void {
    const task = this.queue.shift();
    if (!task) return;
    slot.task = task;
    slot.worker.postMessage(task.request);
  }

  draw(spec: MapSpec, dir: string): Promise<DrawnFiles> {
    if (this.closed) return Promise.reject(new Error('The drawing pool is closed'));
    return new Promise((resolve, reject) => {
      const task: Task = { request: { spec, dir }, resolve, reject };
      const idle = this.slots.find((slot) => !slot.task);
      if (idle) {
        idle.task = task;
        idle.worker.postMessage(task.request);
      } else {
        this.queue.push(task);
      }
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const error = new Error('The drawing pool was closed');
    for (const task of this.queue.splice(0)) task.reject(error);
    for (const slot of this.slots) slot.task?.reject(error);
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }
}
