import { tk } from '../../lib/i18n';

/**
 * Values stored as Indonesian text from fixed vocabularies — company sectors, assessor expertise
 * (the vocational programs), currency names — shown through the catalogue with the Indonesian
 * value as key, like every phrase. A value outside these lists (typed by someone) shows as typed.
 */
export const COMPANY_SECTORS = [
  tk('Teknologi Informasi'),
  tk('Otomotif'),
  tk('Perhotelan'),
  tk('Kuliner'),
  tk('Manufaktur'),
  tk('Konstruksi'),
  tk('Perdagangan'),
  tk('Kesehatan'),
  tk('Pendidikan'),
  tk('Keuangan'),
  tk('Pariwisata'),
  tk('Pertanian'),
  tk('Logistik'),
  tk('Energi'),
  tk('Telekomunikasi'),
  tk('Media dan Kreatif'),
];

export const CURRENCY_NAMES = [
  tk('Rupiah Indonesia'),
  tk('Dolar Amerika Serikat'),
  tk('Dolar Singapura'),
  tk('Ringgit Malaysia'),
  tk('Yen Jepang'),
  tk('Euro'),
  tk('Dolar Australia'),
  tk('Won Korea Selatan'),
  tk('Yuan Tiongkok'),
  tk('Riyal Arab Saudi'),
];
