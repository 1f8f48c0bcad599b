/** What the rest of the server may use of family/: nothing yet (the module registers its own calls). */
export {};
