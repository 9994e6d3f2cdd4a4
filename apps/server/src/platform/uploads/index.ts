// Uploads as other modules use them: link uploaded files to a record inside its save transaction.
export { attachFiles, requireImageFiles } from './attach-files.ts';
export { files, type FileRow } from './uploads.tables.ts';
