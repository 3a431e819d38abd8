export async function seedContent(): Promise<void> {}
