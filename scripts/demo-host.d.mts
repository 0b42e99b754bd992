export function reachableFromOthers(host: string): boolean;
