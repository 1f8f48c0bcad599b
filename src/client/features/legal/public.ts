/** What other features and the routes use of this feature besides its pages: nothing yet (a route renders its pages directly). */
export {};
