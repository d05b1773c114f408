// How a source's snippets become one excerpt, shared by the STORM, Co-STORM and Markdown readers.
// Its own module so that the Markdown reader (run in a reader process) does not load the STORM
// reader, and with it zod and the file search, to read one constant.

/** Snippets become one excerpt, each its own paragraph: the excerpt is what is fingerprinted. */
export const SNIPPET_SEPARATOR = '\n\n';
