import { multiple, single, t, type ContentTest } from './types.js';

const BASIC = t('Persamaan Dasar Akuntansi', 'The Accounting Equation');
const JOURNAL = t('Jurnal dan Siklus Akuntansi', 'Journals and the Accounting Cycle');
const ADJUST = t('Penyesuaian', 'Adjustments');
const REPORTS = t('Laporan Keuangan', 'Financial Statements');
const CASH = t('Kas dan Bank', 'Cash and Bank');
const TAX = t('Perpajakan', 'Taxation');

/** Competency test for Akuntansi dan Keuangan Lembaga (program code `akl`), written by the project. */
export const AKL_TEST: ContentTest = {
  key: 'competency-akl',
  kind: 'competency',
  instrument: 'points',
  program: 'akl',
  name: t('Uji Kompetensi Akuntansi dan Keuangan Lembaga', 'Institutional Accounting and Finance Competency Test'),
  description: t(
    'Menguji persamaan dasar akuntansi, jurnal, penyesuaian, laporan keuangan, kas dan bank, serta perhitungan PPN.',
    'Tests the accounting equation, journal entries, adjustments, financial statements, cash and bank, and VAT calculation.',
  ),
  instructions: t(
    'Pilih satu jawaban yang paling tepat, kecuali soal yang meminta Anda memilih semua jawaban yang benar. Semua angka dalam rupiah. Nilai kelulusan 70.',
    'Choose the one best answer, except where a question asks you to choose every correct answer. All amounts are in rupiah. The pass mark is 70.',
  ),
  minutes: 45,
  passingScore: 70,
  source: 'Written by the JalurKarir project (2026) after the SMK AKL curriculum (Kurikulum Merdeka, fase F) and SAK EMKM.',
  questions: [
    single(
      BASIC,
      t('Persamaan dasar akuntansi yang benar adalah…', 'The accounting equation is…'),
      [
        ['Aset = Liabilitas + Ekuitas', 'Assets = Liabilities + Equity'],
        ['Aset = Liabilitas − Ekuitas', 'Assets = Liabilities − Equity'],
        ['Ekuitas = Aset + Liabilitas', 'Equity = Assets + Liabilities'],
        ['Liabilitas = Aset + Ekuitas', 'Liabilities = Assets + Equity'],
      ],
      0,
    ),
    single(
      BASIC,
      t(
        'Perusahaan membeli peralatan secara kredit. Pengaruhnya terhadap persamaan dasar akuntansi adalah…',
        'A business buys equipment on credit. The effect on the accounting equation is…',
      ),
      [
        ['Aset bertambah, ekuitas bertambah', 'Assets up, equity up'],
        ['Aset bertambah, liabilitas bertambah', 'Assets up, liabilities up'],
        ['Aset berkurang, liabilitas bertambah', 'Assets down, liabilities up'],
        ['Aset tetap, liabilitas bertambah', 'Assets unchanged, liabilities up'],
      ],
      1,
    ),
    single(
      BASIC,
      t('Saldo normal akun beban berada di sisi…', 'The normal balance of an expense account is on the…'),
      [
        ['Debit', 'Debit side'],
        ['Kredit', 'Credit side'],
        ['Debit dan kredit', 'Both sides'],
        ['Tidak memiliki saldo normal', 'It has no normal balance'],
      ],
      0,
    ),
    single(
      BASIC,
      t('Saldo normal akun pendapatan berada di sisi…', 'The normal balance of a revenue account is on the…'),
      [
        ['Debit', 'Debit side'],
        ['Kredit', 'Credit side'],
        ['Debit dan kredit', 'Both sides'],
        ['Tidak memiliki saldo normal', 'It has no normal balance'],
      ],
      1,
    ),
    single(
      JOURNAL,
      t(
        'Pemilik mengambil uang kas perusahaan untuk keperluan pribadi. Jurnal yang benar adalah…',
        'The owner takes cash from the business for personal use. The correct entry is…',
      ),
      [
        ['Debit Kas, Kredit Prive', 'Debit Cash, Credit Drawings'],
        ['Debit Prive, Kredit Kas', 'Debit Drawings, Credit Cash'],
        ['Debit Beban Lain-lain, Kredit Kas', 'Debit Other Expenses, Credit Cash'],
        ['Debit Modal, Kredit Utang', 'Debit Capital, Credit Payables'],
      ],
      1,
    ),
    single(
      JOURNAL,
      t(
        'Diterima uang tunai dari pelanggan atas jasa yang telah diselesaikan. Jurnalnya adalah…',
        'Cash is received from a customer for services completed. The entry is…',
      ),
      [
        ['Debit Kas, Kredit Pendapatan Jasa', 'Debit Cash, Credit Service Revenue'],
        ['Debit Pendapatan Jasa, Kredit Kas', 'Debit Service Revenue, Credit Cash'],
        ['Debit Kas, Kredit Modal', 'Debit Cash, Credit Capital'],
        ['Debit Piutang Usaha, Kredit Kas', 'Debit Receivables, Credit Cash'],
      ],
      0,
    ),
    single(
      JOURNAL,
      t('Dibayar tunai tagihan listrik bulan ini. Jurnalnya adalah…', 'This month’s electricity bill is paid in cash. The entry is…'),
      [
        ['Debit Kas, Kredit Beban Listrik', 'Debit Cash, Credit Electricity Expense'],
        ['Debit Beban Listrik, Kredit Utang Usaha', 'Debit Electricity Expense, Credit Payables'],
        ['Debit Beban Listrik, Kredit Kas', 'Debit Electricity Expense, Credit Cash'],
        ['Debit Prive, Kredit Kas', 'Debit Drawings, Credit Cash'],
      ],
      2,
    ),
    single(
      JOURNAL,
      t(
        'Dalam siklus akuntansi, setelah transaksi dicatat di jurnal umum, langkah berikutnya adalah…',
        'In the accounting cycle, after transactions are entered in the general journal, the next step is…',
      ),
      [
        ['Menyusun laporan keuangan', 'Prepare the financial statements'],
        ['Memposting ke buku besar', 'Post to the general ledger'],
        ['Membuat jurnal penutup', 'Make the closing entries'],
        ['Menyusun neraca saldo setelah penutupan', 'Prepare the post-closing trial balance'],
      ],
      1,
    ),
    single(
      JOURNAL,
      t('Akun yang TIDAK ditutup melalui jurnal penutup adalah…', 'Which account is NOT closed by the closing entries?'),
      [
        ['Pendapatan Jasa', 'Service Revenue'],
        ['Beban Gaji', 'Salaries Expense'],
        ['Prive', 'Drawings'],
        ['Kas', 'Cash'],
      ],
      3,
    ),
    single(
      JOURNAL,
      t(
        'Bukti penerimaan uang yang ditandatangani oleh pihak yang menerima uang disebut…',
        'A proof of payment signed by the party who receives the money is a…',
      ),
      [
        ['Kuitansi', 'Receipt (kuitansi)'],
        ['Faktur', 'Invoice'],
        ['Nota debit', 'Debit note'],
        ['Memo internal', 'Internal memo'],
      ],
      0,
    ),
    single(
      ADJUST,
      t(
        'Saldo perlengkapan sebelum penyesuaian Rp2.000.000. Pada akhir periode, perlengkapan yang tersisa Rp500.000. Beban perlengkapan periode ini adalah…',
        'Supplies before adjustment are Rp2,000,000; supplies left at the end of the period are Rp500,000. The supplies expense for the period is…',
      ),
      [
        ['Rp500.000', 'Rp500,000'],
        ['Rp1.500.000', 'Rp1,500,000'],
        ['Rp2.000.000', 'Rp2,000,000'],
        ['Rp2.500.000', 'Rp2,500,000'],
      ],
      1,
    ),
    single(
      ADJUST,
      t(
        'Peralatan seharga Rp12.000.000 ditaksir bernilai sisa Rp2.000.000 dengan umur ekonomis 5 tahun. Penyusutan per tahun dengan metode garis lurus adalah…',
        'Equipment costing Rp12,000,000 has a residual value of Rp2,000,000 and a useful life of 5 years. Straight-line depreciation per year is…',
      ),
      [
        ['Rp2.000.000', 'Rp2,000,000'],
        ['Rp2.400.000', 'Rp2,400,000'],
        ['Rp2.800.000', 'Rp2,800,000'],
        ['Rp10.000.000', 'Rp10,000,000'],
      ],
      0,
    ),
    single(
      ADJUST,
      t(
        'Pada 1 Oktober dibayar sewa 12 bulan sebesar Rp6.000.000 dan dicatat sebagai Sewa Dibayar di Muka. Beban sewa yang diakui pada penyesuaian 31 Desember adalah…',
        'On 1 October, 12 months’ rent of Rp6,000,000 was paid and recorded as Prepaid Rent. The rent expense recognised in the 31 December adjustment is…',
      ),
      [
        ['Rp500.000', 'Rp500,000'],
        ['Rp1.500.000', 'Rp1,500,000'],
        ['Rp4.500.000', 'Rp4,500,000'],
        ['Rp6.000.000', 'Rp6,000,000'],
      ],
      1,
    ),
    single(
      REPORTS,
      t(
        'Laporan yang menyajikan pendapatan dan beban selama satu periode adalah…',
        'The statement that shows revenue and expenses for a period is the…',
      ),
      [
        ['Laporan laba rugi', 'Income statement'],
        ['Laporan posisi keuangan', 'Statement of financial position'],
        ['Neraca saldo', 'Trial balance'],
        ['Buku besar', 'General ledger'],
      ],
      0,
    ),
    single(
      REPORTS,
      t('Laporan posisi keuangan (neraca) menyajikan…', 'The statement of financial position (balance sheet) shows…'),
      [
        ['Pendapatan dan beban selama satu periode', 'Revenue and expenses for a period'],
        ['Aset, liabilitas, dan ekuitas pada tanggal tertentu', 'Assets, liabilities and equity at a given date'],
        ['Penerimaan dan pengeluaran kas saja', 'Cash receipts and payments only'],
        ['Daftar pelanggan dan pemasok', 'A list of customers and suppliers'],
      ],
      1,
    ),
    single(
      REPORTS,
      t(
        'Pendapatan jasa Rp15.000.000 dan total beban Rp9.000.000. Laba bersihnya adalah…',
        'Service revenue is Rp15,000,000 and total expenses are Rp9,000,000. Net income is…',
      ),
      [
        ['Rp6.000.000', 'Rp6,000,000'],
        ['Rp9.000.000', 'Rp9,000,000'],
        ['Rp15.000.000', 'Rp15,000,000'],
        ['Rp24.000.000', 'Rp24,000,000'],
      ],
      0,
    ),
    single(
      REPORTS,
      t(
        'Modal awal Rp20.000.000, laba bersih Rp6.000.000, dan prive Rp2.000.000. Modal akhir adalah…',
        'Opening capital is Rp20,000,000, net income Rp6,000,000 and drawings Rp2,000,000. Closing capital is…',
      ),
      [
        ['Rp20.000.000', 'Rp20,000,000'],
        ['Rp24.000.000', 'Rp24,000,000'],
        ['Rp26.000.000', 'Rp26,000,000'],
        ['Rp28.000.000', 'Rp28,000,000'],
      ],
      1,
    ),
    single(
      CASH,
      t(
        'Dana kas kecil dengan sistem imprest sebesar Rp1.000.000. Selama sebulan terpakai Rp750.000. Jumlah pengisian kembali kas kecil adalah…',
        'An imprest petty-cash fund is Rp1,000,000 and Rp750,000 was spent during the month. The replenishment is…',
      ),
      [
        ['Rp250.000', 'Rp250,000'],
        ['Rp750.000', 'Rp750,000'],
        ['Rp1.000.000', 'Rp1,000,000'],
        ['Rp1.750.000', 'Rp1,750,000'],
      ],
      1,
    ),
    single(
      CASH,
      t(
        'Dalam rekonsiliasi bank, setoran dalam perjalanan (deposit in transit) diperlakukan sebagai…',
        'In a bank reconciliation, a deposit in transit is…',
      ),
      [
        ['Penambah saldo menurut rekening koran bank', 'Added to the balance per bank statement'],
        ['Pengurang saldo menurut rekening koran bank', 'Deducted from the balance per bank statement'],
        ['Penambah saldo kas menurut buku perusahaan', 'Added to the cash balance per books'],
        ['Pengurang saldo kas menurut buku perusahaan', 'Deducted from the cash balance per books'],
      ],
      0,
    ),
    single(
      CASH,
      t('Biaya administrasi bank yang baru diketahui dari rekening koran akan…', 'A bank service charge first seen on the bank statement is…'),
      [
        ['Menambah saldo kas menurut buku perusahaan', 'Added to the cash balance per books'],
        ['Mengurangi saldo kas menurut buku perusahaan', 'Deducted from the cash balance per books'],
        ['Menambah saldo menurut rekening koran', 'Added to the balance per bank statement'],
        ['Tidak dicatat sama sekali', 'Not recorded at all'],
      ],
      1,
    ),
    single(
      TAX,
      t(
        'Harga jual barang Rp10.000.000 belum termasuk PPN. Jika tarif PPN 11%, PPN yang harus dipungut adalah…',
        'Goods are sold for Rp10,000,000 before VAT. At a VAT rate of 11%, the VAT to collect is…',
      ),
      [
        ['Rp110.000', 'Rp110,000'],
        ['Rp1.000.000', 'Rp1,000,000'],
        ['Rp1.100.000', 'Rp1,100,000'],
        ['Rp11.100.000', 'Rp11,100,000'],
      ],
      2,
    ),
    multiple(
      REPORTS,
      t('Pilih semua yang termasuk aset lancar.', 'Choose every current asset.'),
      [
        ['Kas', 'Cash'],
        ['Piutang usaha', 'Accounts receivable'],
        ['Peralatan', 'Equipment'],
        ['Perlengkapan', 'Supplies'],
        ['Utang usaha', 'Accounts payable'],
      ],
      [0, 1, 3],
    ),
    multiple(
      BASIC,
      t('Pilih semua akun yang saldo normalnya di sisi kredit.', 'Choose every account whose normal balance is a credit.'),
      [
        ['Utang usaha', 'Accounts payable'],
        ['Modal', 'Capital'],
        ['Piutang usaha', 'Accounts receivable'],
        ['Beban gaji', 'Salaries expense'],
      ],
      [0, 1],
    ),
  ],
};
