// A worker for the pool's own tests that cannot start, as an engine whose model will not load.
throw new Error('this engine cannot start')
