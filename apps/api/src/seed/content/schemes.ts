// Demo certification schemes written by the project in the shape of SKKNI-based schemes (codes follow
// the SKKNI pattern; texts are the project's own, not copied from a published standard).
import type { VocationalProgram } from '@jalurkarir/shared';

export interface SeedCriterion {
  id: string;
  en: string;
}
export interface SeedElement {
  id: string;
  en: string;
  criteria: SeedCriterion[];
}
export interface SeedUnit {
  code: string;
  id: string;
  en: string;
  elements: SeedElement[];
}
export interface SeedScheme {
  code: string;
  nameId: string;
  nameEn: string;
  program: VocationalProgram;
  kkniLevel: number | null;
  description: string;
  units: SeedUnit[];
}

export const DEMO_SCHEMES: SeedScheme[] = [
  {
    code: 'SKM-RPL-PJ-2026',
    nameId: 'Pemrogram Junior',
    nameEn: 'Junior Programmer',
    program: 'rpl',
    kkniLevel: 2,
    description: 'Skema untuk lulusan Rekayasa Perangkat Lunak yang menulis dan menguji program sederhana sesuai spesifikasi.',
    units: [
      {
        code: 'J.620100.004.02',
        id: 'Menggunakan Struktur Data',
        en: 'Use data structures',
        elements: [
          {
            id: 'Mengidentifikasi konsep data dan struktur data',
            en: 'Identify data concepts and data structures',
            criteria: [
              {
                id: 'Konsep data dan struktur data diidentifikasi sesuai konteks permasalahan.',
                en: 'Data concepts and structures are identified for the problem at hand.',
              },
              {
                id: 'Alternatif struktur data dibandingkan kelebihan dan kekurangannya.',
                en: 'Alternative data structures are compared on their strengths and weaknesses.',
              },
            ],
          },
          {
            id: 'Menerapkan struktur data dan akses terhadap struktur data tersebut',
            en: 'Apply data structures and access to them',
            criteria: [
              {
                id: 'Struktur data diimplementasikan sesuai bahasa pemrograman yang digunakan.',
                en: 'Data structures are implemented in the programming language used.',
              },
              {
                id: 'Akses terhadap data dinyatakan dalam algoritma yang efisien.',
                en: 'Access to the data is expressed in an efficient algorithm.',
              },
            ],
          },
        ],
      },
      {
        code: 'J.620100.017.02',
        id: 'Mengimplementasikan Pemrograman Terstruktur',
        en: 'Implement structured programming',
        elements: [
          {
            id: 'Menggunakan tipe data dan kontrol program',
            en: 'Use data types and program control',
            criteria: [
              { id: 'Tipe data ditentukan sesuai kebutuhan.', en: 'Data types are chosen to fit the need.' },
              { id: 'Percabangan dan perulangan digunakan sesuai alur logika program.', en: 'Branches and loops follow the logic of the program.' },
            ],
          },
          {
            id: 'Membuat program sederhana',
            en: 'Write a simple program',
            criteria: [
              {
                id: 'Program dibuat dengan prosedur dan fungsi yang terpisah sesuai tugasnya.',
                en: 'The program is split into procedures and functions by task.',
              },
              {
                id: 'Program dapat dijalankan dan memberikan keluaran sesuai spesifikasi.',
                en: 'The program runs and produces the output the specification asks for.',
              },
            ],
          },
        ],
      },
      {
        code: 'J.620100.033.02',
        id: 'Melaksanakan Pengujian Unit Program',
        en: 'Carry out unit testing of a program',
        elements: [
          {
            id: 'Menentukan kebutuhan uji coba dalam pengembangan',
            en: 'Determine the testing needs in development',
            criteria: [
              {
                id: 'Prosedur uji coba aplikasi diidentifikasi sesuai software development life cycle.',
                en: 'The testing procedure is identified within the software development life cycle.',
              },
              {
                id: 'Kasus uji ditulis untuk masukan normal dan masukan yang salah.',
                en: 'Test cases are written for normal and for invalid input.',
              },
            ],
          },
          {
            id: 'Melaksanakan uji coba dan mengevaluasi hasilnya',
            en: 'Run the tests and evaluate the results',
            criteria: [
              { id: 'Pengujian dijalankan dan hasilnya dicatat.', en: 'The tests are run and their results recorded.' },
              { id: 'Kesalahan yang ditemukan diperbaiki lalu diuji ulang.', en: 'Errors found are fixed and tested again.' },
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'SKM-AKL-TA-2026',
    nameId: 'Teknisi Akuntansi Junior',
    nameEn: 'Junior Accounting Technician',
    program: 'akl',
    kkniLevel: 2,
    description: 'Skema untuk lulusan Akuntansi dan Keuangan Lembaga yang mencatat transaksi dan menyusun laporan keuangan sederhana.',
    units: [
      {
        code: 'M.692000.001.02',
        id: 'Menerapkan Prinsip Praktik Profesional dalam Bekerja',
        en: 'Apply professional practice principles at work',
        elements: [
          {
            id: 'Menerapkan prinsip etika profesi akuntan',
            en: 'Apply the ethics of the accounting profession',
            criteria: [
              {
                id: 'Kerahasiaan data keuangan dijaga sesuai ketentuan perusahaan.',
                en: 'The confidentiality of financial data is kept as company rules require.',
              },
              { id: 'Pekerjaan diselesaikan tepat waktu dan dapat dipertanggungjawabkan.', en: 'Work is finished on time and can be accounted for.' },
            ],
          },
          {
            id: 'Menjaga ketelitian dalam pencatatan',
            en: 'Keep records accurate',
            criteria: [
              { id: 'Setiap catatan didukung bukti transaksi yang sah.', en: 'Every record is backed by a valid transaction document.' },
              { id: 'Kesalahan pencatatan dikoreksi sesuai prosedur.', en: 'Recording errors are corrected by the procedure.' },
            ],
          },
        ],
      },
      {
        code: 'M.692000.007.02',
        id: 'Memproses Entri Jurnal',
        en: 'Process journal entries',
        elements: [
          {
            id: 'Mengidentifikasi dokumen transaksi',
            en: 'Identify transaction documents',
            criteria: [
              { id: 'Dokumen sumber diperiksa kelengkapan dan keabsahannya.', en: 'Source documents are checked for completeness and validity.' },
              { id: 'Transaksi digolongkan ke akun yang tepat.', en: 'Transactions are classified into the right accounts.' },
            ],
          },
          {
            id: 'Mencatat transaksi ke dalam jurnal',
            en: 'Record transactions in the journal',
            criteria: [
              { id: 'Jurnal dicatat dengan debit dan kredit yang seimbang.', en: 'Journal entries are recorded with balanced debits and credits.' },
              { id: 'Jurnal diposting ke buku besar sesuai akunnya.', en: 'Journal entries are posted to the general ledger by account.' },
            ],
          },
        ],
      },
      {
        code: 'M.692000.011.02',
        id: 'Menyusun Laporan Keuangan',
        en: 'Prepare financial statements',
        elements: [
          {
            id: 'Menyiapkan neraca saldo dan jurnal penyesuaian',
            en: 'Prepare the trial balance and adjusting entries',
            criteria: [
              { id: 'Neraca saldo disusun dari saldo buku besar.', en: 'The trial balance is prepared from ledger balances.' },
              { id: 'Jurnal penyesuaian dibuat untuk akun yang memerlukan.', en: 'Adjusting entries are made for the accounts that need them.' },
            ],
          },
          {
            id: 'Menyusun laporan laba rugi dan neraca',
            en: 'Prepare the income statement and balance sheet',
            criteria: [
              {
                id: 'Laporan laba rugi disusun sesuai standar akuntansi yang berlaku.',
                en: 'The income statement follows the applicable accounting standard.',
              },
              {
                id: 'Neraca menunjukkan aset sama dengan kewajiban ditambah ekuitas.',
                en: 'The balance sheet shows assets equal to liabilities plus equity.',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'SKM-TKR-PB-2026',
    nameId: 'Pemeliharaan Berkala Kendaraan Ringan',
    nameEn: 'Periodic Light Vehicle Maintenance',
    program: 'tkr',
    kkniLevel: 2,
    description: 'Skema untuk lulusan Teknik Kendaraan Ringan yang melakukan servis berkala mesin, rem, dan kelistrikan mobil.',
    units: [
      {
        code: 'C.452100.001.02',
        id: 'Mengikuti Prosedur Kesehatan dan Keselamatan Kerja',
        en: 'Follow occupational health and safety procedures',
        elements: [
          {
            id: 'Mengidentifikasi bahaya di tempat kerja',
            en: 'Identify hazards in the workplace',
            criteria: [
              { id: 'Alat pelindung diri digunakan sesuai pekerjaan.', en: 'Personal protective equipment is worn for the job.' },
              {
                id: 'Bahaya di area bengkel dilaporkan kepada penanggung jawab.',
                en: 'Hazards in the workshop are reported to the person in charge.',
              },
            ],
          },
          {
            id: 'Menjaga area kerja tetap aman',
            en: 'Keep the work area safe',
            criteria: [
              {
                id: 'Kendaraan diganjal dan diangkat dengan dongkrak dan jack stand yang benar.',
                en: 'The vehicle is chocked and lifted with the right jack and stands.',
              },
              { id: 'Oli bekas dan limbah dibuang pada wadah yang disediakan.', en: 'Used oil and waste go into the containers provided.' },
            ],
          },
        ],
      },
      {
        code: 'C.452100.010.02',
        id: 'Memelihara Sistem Rem',
        en: 'Maintain the brake system',
        elements: [
          {
            id: 'Memeriksa komponen sistem rem',
            en: 'Inspect brake system components',
            criteria: [
              {
                id: 'Ketebalan kampas rem diukur dan dibandingkan dengan batas servis.',
                en: 'Brake pad thickness is measured against the service limit.',
              },
              { id: 'Ketinggian dan kondisi minyak rem diperiksa.', en: 'Brake fluid level and condition are checked.' },
            ],
          },
          {
            id: 'Menyetel dan menguji rem',
            en: 'Adjust and test the brakes',
            criteria: [
              {
                id: 'Udara dalam saluran rem dibuang sesuai prosedur pabrikan.',
                en: 'Air is bled from the brake lines by the manufacturer procedure.',
              },
              { id: 'Rem diuji dan bekerja sesuai spesifikasi.', en: 'The brakes are tested and work to specification.' },
            ],
          },
        ],
      },
      {
        code: 'C.452100.025.02',
        id: 'Melakukan Servis Berkala Mesin',
        en: 'Carry out periodic engine service',
        elements: [
          {
            id: 'Mengganti oli dan filter',
            en: 'Change the oil and filter',
            criteria: [
              {
                id: 'Oli mesin diganti dengan jenis dan jumlah sesuai buku manual.',
                en: 'Engine oil is replaced with the type and amount in the manual.',
              },
              {
                id: 'Filter oli dipasang dengan torsi yang benar dan tidak bocor.',
                en: 'The oil filter is fitted to the right torque without leaks.',
              },
            ],
          },
          {
            id: 'Memeriksa sistem pengapian dan pendingin',
            en: 'Inspect the ignition and cooling systems',
            criteria: [
              { id: 'Celah busi diperiksa dan disetel sesuai spesifikasi.', en: 'Spark plug gaps are checked and set to specification.' },
              {
                id: 'Air pendingin diperiksa saat mesin masih dingin dan ditambah bila kurang.',
                en: 'Coolant is checked while the engine is cold and topped up when low.',
              },
            ],
          },
        ],
      },
    ],
  },
];
