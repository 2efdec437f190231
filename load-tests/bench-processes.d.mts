import type { ChildProcess } from 'node:child_process';

export function stopProcess(child: ChildProcess): Promise<void>;
export function startKafkaTestBroker(): Promise<{ child: ChildProcess; brokers: string; stop(): Promise<void> }>;
export function startProjectors(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; stop(): Promise<void> }>;
export function profiled(name: string): string[];
export function ownCpuMs(): number;
export function cpuMs(pid: number): number;
export function databaseCpuMs(): number;
export function clusterCpuMs(postmasterPid: number | string): number;
export function machineCpuMs(): { busy: number; all: number };
