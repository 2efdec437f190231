import type { ChildProcess } from 'node:child_process';

export function stopProcess(child: ChildProcess): Promise<void>;
export function startKafkaTestBroker(): Promise<{ child: ChildProcess; brokers: string; stop(): Promise<void> }>;
export function startProjectors(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; stop(): Promise<void> }>;
export function profiled(name: string): string[];
export function profiledWindow(name: string): string[];
export function toggleProfile(child: ChildProcess): void;
export function ownCpuMs(): number;
export function cpuMs(pid: number): number;
export function databaseCpuMs(): number;
export function clusterCpuMs(postmasterPid: number | string): number;
export function machineCpuMs(): { busy: number; all: number };
export function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<void>;
export function waitFor(url: string): Promise<void>;
export function migrateAndSeedOnce(env: NodeJS.ProcessEnv, donors: number | null): Promise<void>;
export function startApi(env: NodeJS.ProcessEnv, nodeOptions?: string[]): Promise<ChildProcess>;
export function startTestPushService(): Promise<{
  child: ChildProcess;
  origin: string;
  subscribe(n: number): Promise<string[]>;
  deliveries(): Promise<number[]>;
  stop(): Promise<void>;
}>;
