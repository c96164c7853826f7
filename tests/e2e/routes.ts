// Every route of SPEC §2 with what the server must answer: the list the site suite walks.
export const CATEGORY_ROUTES: [string, number][] = [
  ['/pozyczki/', 3],
  ['/pozyczki/z-wpisami-w-krd-erif-bik-big/', 4],
  ['/pozyczki/za-darmo/', 5],
  ['/pozyczki/dla-kazdego-bez-odmowy/', 6],
  ['/pozyczki/dla-ukraincow-i-obcokrajowcow/', 7],
  ['/pozyczki/na-30-dni/', 8],
  ['/pozyczki/dla-zadluzonych/', 9],
  ['/pozyczki/na-dowod/', 10],
  ['/pozyczki/1000-zl/', 11],
];

export const FIXED_ROUTES: [string, string][] = [
  ['/', 'home'],
  ['/blog/', 'blog-list'],
  ['/cookies-policy/', 'cookies-policy'],
  ['/offers/', 'offers'],
  ['/offers2/', 'offers'],
  ['/offers3/', 'offers'],
  ['/offers4/', 'offers'],
  ['/landing/offers/', 'landing-offers'],
  ['/landing/offers2/', 'landing-offers'],
  ['/partner/', 'partner'],
  ['/partners-list/', 'partners-list'],
  ['/privacy-policy/', 'privacy-policy'],
  ['/terms-and-conditions/', 'terms'],
  ['/reg/', 'registration'],
  ['/reg3/', 'registration'],
  ['/transition/', 'transition'],
];
