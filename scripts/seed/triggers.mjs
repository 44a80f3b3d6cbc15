// Pauses the Functions emulator's background triggers while seeding (through the emulator hub, when
// FIREBASE_EMULATOR_HUB is known), so onArticleWritten does not add to the stats the seed writes.
const SETTLE_MS = 500;

export async function withTriggersDisabled(log, work) {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) {
    log('Aviso: FIREBASE_EMULATOR_HUB ausente; gatilhos não pausados durante a semeadura.');
    return work();
  }
  const call = async (action) => {
    const response = await fetch(`http://${hub}/functions/${action}BackgroundTriggers`, { method: 'PUT' });
    if (!response.ok) throw new Error(`hub ${action}BackgroundTriggers: HTTP ${response.status}`);
  };
  await call('disable');
  try {
    return await work();
  } finally {
    // Events of the last commits are delivered asynchronously; let them arrive while still disabled.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await call('enable');
  }
}
