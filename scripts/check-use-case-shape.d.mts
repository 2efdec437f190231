export declare const PENDING_FILE: string;
export declare function findOffences(root: string): { path: string; message: string }[];
export declare function checkUseCaseShape(root: string, pending: string[]): string[];
export declare function readPending(root: string): string[];
