/** A worker thread of hardenExport (harden-export.ts): hardens its share of the pages and posts what it did. */
import { parentPort, workerData } from 'node:worker_threads';
import { hardenFiles, type HardenTask } from './harden-export';

parentPort!.postMessage(hardenFiles(workerData as HardenTask));
