export const GENOTYPES = ['AA', 'AS', 'AC', 'SS', 'SC', 'CC'] as const;
export type Genotype = (typeof GENOTYPES)[number];
