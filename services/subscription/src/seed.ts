export async function seedPlans(): Promise<void> {}
