import 'reflect-metadata';
import { loadConfigOrExit } from '@app/config';

// The projectors' process; its consumers arrive with the event backbone.
const config = loadConfigOrExit();
process.stdout.write(
  `${JSON.stringify({ level: 30, time: Date.now(), msg: `projectors ready (data in ${config.DATA_DIR})` })}\n`,
);
