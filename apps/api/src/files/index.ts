export { ServeFileController } from './serve-file.http.controller.js';
