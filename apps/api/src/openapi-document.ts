import 'reflect-metadata';
import { previewOpenApi } from './bootstrap/preview-openapi.js';

/** Prints the OpenAPI document, built without a server or database (web-user's api:types script reads it). */
process.stdout.write(`${JSON.stringify(await previewOpenApi(), null, 2)}\n`);
