/**
 * Ordered, pure migrations of the page document (house style, from Puck): each takes a
 * document of schema version `from` and returns it in version `to`. A change of the
 * document's shape adds one here and raises CURRENT_SCHEMA_VERSION; old documents in the
 * database and in the version history keep loading. Migrations never validate: the
 * schema of the current version does that afterwards.
 */
export type DocumentMigration = { from: number; to: number; migrate: (document: unknown) => unknown };

export const DOCUMENT_MIGRATIONS: readonly DocumentMigration[] = [
  {
    // Version 0 is the bare block list the original commerce API stores
    // (doSaveBlocks: "blocks (serialised list)"); version 1 wraps it with its version.
    from: 0,
    to: 1,
    migrate: (document) => ({ schemaVersion: 1, blocks: document }),
  },
];
