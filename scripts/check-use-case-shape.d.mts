export declare function findOffences(root: string): { path: string; message: string }[];
export declare function checkUseCaseShape(root: string): string[];
