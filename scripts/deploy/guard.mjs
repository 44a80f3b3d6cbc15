// The predeploy of firebase.json's Hosting and functions: a bare `firebase deploy` stops here.
// `npm run deploy` builds the site for production, checks it, packs the functions with their
// lockfile and hands firebase-tools a config without this guard; anything else would ship
// whatever a local run left behind (an emulator build, a function without its lockfile).
console.error(
  '\nUse "npm run deploy -- --project <id-do-projeto>" (README, "Deploying"): ele constrói o site para ' +
    'produção, confere o build, empacota as funções com o lockfile e só então chama o firebase deploy.\n',
);
process.exit(1);
