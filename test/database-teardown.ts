export default async function teardown() {
  await globalThis.__testDatabase?.drop();
}
