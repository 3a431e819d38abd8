import type { DataSource } from 'typeorm';

export async function seedCatalog(_dataSource: DataSource): Promise<void> {}
