-- Chinese names became searchable (canonical.ts cuts Han text into words): the search documents
-- are rebuilt from the catalogue. Emptied here, the index is filled again when the server starts
-- (server.ts: a seeded shop with an empty index reindexes).
DELETE FROM "search_product";
