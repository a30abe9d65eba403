import type { Bilingual } from '../primitives.js';
import type { VocationalProgram } from '../models/programs.js';
import type { AttitudeDimension, RiasecType } from './types.js';

export interface RiasecTypeInfo {
  name: Bilingual;
  description: Bilingual;
  /** SMK programs (codes of VOCATIONAL_PROGRAMS) that suit the type. */
  programs: VocationalProgram[];
  jobs: Bilingual[];
}

/** The six Holland types, written by the project for SMK students (docs/tests-scoring.md). */
export const RIASEC_INFO: Record<RiasecType, RiasecTypeInfo> = {
  R: {
    name: { id: 'Realistis', en: 'Realistic' },
    description: {
      id: 'Senang bekerja dengan tangan, alat, mesin, dan benda nyata. Anda lebih suka melihat hasil kerja yang dapat disentuh daripada berdiskusi panjang, dan betah di bengkel, lapangan, atau dapur.',
      en: 'Enjoys working with hands, tools, machines and real things. You prefer results you can touch to long discussions, and feel at home in a workshop, outdoors or in a kitchen.',
    },
    programs: ['tkr', 'tbsm', 'titl', 'tkj', 'tbg'],
    jobs: [
      { id: 'Mekanik otomotif', en: 'Automotive mechanic' },
      { id: 'Teknisi instalasi listrik', en: 'Electrical installer' },
      { id: 'Teknisi jaringan komputer', en: 'Network technician' },
      { id: 'Juru masak', en: 'Cook' },
      { id: 'Operator mesin produksi', en: 'Production machine operator' },
    ],
  },
  I: {
    name: { id: 'Investigatif', en: 'Investigative' },
    description: {
      id: 'Senang mengamati, menganalisis, dan memecahkan masalah dengan logika. Anda ingin tahu cara kerja sesuatu, suka data dan percobaan, serta tekun mencari penyebab sebuah masalah.',
      en: 'Enjoys observing, analysing and solving problems with logic. You want to know how things work, like data and experiments, and patiently track down the cause of a problem.',
    },
    programs: ['rpl', 'tkj', 'titl'],
    jobs: [
      { id: 'Pemrogram (programmer)', en: 'Programmer' },
      { id: 'Penguji perangkat lunak', en: 'Software tester' },
      { id: 'Analis data', en: 'Data analyst' },
      { id: 'Teknisi laboratorium', en: 'Laboratory technician' },
      { id: 'Teknisi diagnosis kendaraan', en: 'Vehicle diagnostics technician' },
    ],
  },
  A: {
    name: { id: 'Artistik', en: 'Artistic' },
    description: {
      id: 'Senang mencipta, mendesain, dan mengungkapkan ide secara bebas melalui gambar, suara, tulisan, atau tampilan. Anda menyukai pekerjaan yang memberi ruang bagi kreativitas dan tidak terlalu terikat aturan.',
      en: 'Enjoys creating, designing and expressing ideas freely through images, sound, writing or presentation. You like work that leaves room for creativity and is not too bound by rules.',
    },
    programs: ['dkv', 'tbg', 'upw'],
    jobs: [
      { id: 'Desainer grafis', en: 'Graphic designer' },
      { id: 'Fotografer dan videografer', en: 'Photographer and videographer' },
      { id: 'Animator', en: 'Animator' },
      { id: 'Desainer antarmuka (UI)', en: 'User interface (UI) designer' },
      { id: 'Penata hidangan (food stylist)', en: 'Food stylist' },
    ],
  },
  S: {
    name: { id: 'Sosial', en: 'Social' },
    description: {
      id: 'Senang membantu, melayani, mengajar, dan bekerja bersama orang lain. Anda peka terhadap perasaan orang, sabar mendengarkan, dan merasa puas ketika orang lain terbantu.',
      en: 'Enjoys helping, serving, teaching and working with people. You are sensitive to how others feel, listen patiently and are satisfied when others are helped.',
    },
    programs: ['phtl', 'upw', 'otkp'],
    jobs: [
      { id: 'Resepsionis hotel', en: 'Hotel receptionist' },
      { id: 'Pemandu wisata', en: 'Tour guide' },
      { id: 'Staf layanan pelanggan', en: 'Customer service officer' },
      { id: 'Pramusaji restoran', en: 'Restaurant server' },
      { id: 'Pelatih atau instruktur', en: 'Trainer or instructor' },
    ],
  },
  E: {
    name: { id: 'Wirausaha (Enterprising)', en: 'Enterprising' },
    description: {
      id: 'Senang memimpin, meyakinkan orang, berjualan, dan mengambil keputusan. Anda berani mengambil risiko, suka target dan persaingan, serta bersemangat memulai sesuatu yang baru.',
      en: 'Enjoys leading, persuading, selling and making decisions. You take risks, like targets and competition, and are eager to start something new.',
    },
    programs: ['bdp', 'upw', 'phtl'],
    jobs: [
      { id: 'Tenaga penjualan', en: 'Sales representative' },
      { id: 'Pemasar digital', en: 'Digital marketer' },
      { id: 'Wirausaha', en: 'Entrepreneur' },
      { id: 'Agen perjalanan', en: 'Travel agent' },
      { id: 'Supervisor toko', en: 'Store supervisor' },
    ],
  },
  C: {
    name: { id: 'Konvensional', en: 'Conventional' },
    description: {
      id: 'Senang bekerja dengan data, angka, dan dokumen secara teratur dan teliti. Anda menyukai prosedur yang jelas, jadwal yang rapi, dan pekerjaan yang hasilnya dapat diperiksa dengan tepat.',
      en: 'Enjoys working with data, figures and documents in an orderly, careful way. You like clear procedures, tidy schedules and work whose results can be checked exactly.',
    },
    programs: ['akl', 'otkp', 'bdp'],
    jobs: [
      { id: 'Staf akuntansi', en: 'Accounting clerk' },
      { id: 'Kasir', en: 'Cashier' },
      { id: 'Staf administrasi perkantoran', en: 'Office administrator' },
      { id: 'Teller bank', en: 'Bank teller' },
      { id: 'Staf gudang dan persediaan', en: 'Warehouse and stock clerk' },
    ],
  },
};

export type AttitudeLevel = 'low' | 'medium' | 'high';

export interface AttitudeDimensionInfo {
  name: Bilingual;
  texts: Record<AttitudeLevel, Bilingual>;
}

/** Work-readiness dimensions, with what a low / medium / high score says (written by the project). */
export const ATTITUDE_INFO: Record<AttitudeDimension, AttitudeDimensionInfo> = {
  discipline: {
    name: { id: 'Kedisiplinan', en: 'Discipline' },
    texts: {
      low: {
        id: 'Anda masih sering terlambat, menunda, atau melonggarkan aturan. Mulailah dengan satu kebiasaan: datang lima belas menit lebih awal dan catat setiap batas waktu.',
        en: 'You are still often late, put things off or bend the rules. Start with one habit: arrive fifteen minutes early and write down every deadline.',
      },
      medium: {
        id: 'Anda umumnya tepat waktu dan mengikuti aturan, tetapi belum selalu konsisten. Jaga kebiasaan baik ini juga ketika tidak ada yang mengawasi.',
        en: 'You are usually on time and follow the rules, but not always consistently. Keep these good habits when nobody is watching too.',
      },
      high: {
        id: 'Anda tepat waktu, mematuhi aturan keselamatan, dan menyelesaikan tugas sesuai jadwal — sikap yang sangat dihargai di tempat kerja.',
        en: 'You are punctual, follow safety rules and finish tasks on schedule — an attitude employers value highly.',
      },
    },
  },
  teamwork: {
    name: { id: 'Kerja Sama', en: 'Teamwork' },
    texts: {
      low: {
        id: 'Anda cenderung bekerja sendiri dan kurang nyaman berbagi tugas. Cobalah mengambil satu peran yang jelas dalam kerja kelompok dan menawarkan bantuan kepada rekan.',
        en: 'You tend to work alone and are less comfortable sharing tasks. Try taking one clear role in group work and offering help to teammates.',
      },
      medium: {
        id: 'Anda dapat bekerja dalam tim, meskipun kadang sulit menerima keputusan yang bukan usul Anda. Latih diri mendengarkan sudut pandang rekan sebelum menanggapi.',
        en: 'You can work in a team, though decisions that were not your idea are sometimes hard to accept. Practise hearing teammates out before you respond.',
      },
      high: {
        id: 'Anda senang bekerja bersama, menghargai pendapat berbeda, dan membantu rekan yang tertinggal. Tim mana pun akan terbantu oleh sikap Anda.',
        en: 'You enjoy working together, respect different views and help teammates who fall behind. Any team benefits from your attitude.',
      },
    },
  },
  responsibility: {
    name: { id: 'Tanggung Jawab', en: 'Responsibility' },
    texts: {
      low: {
        id: 'Pekerjaan Anda kadang tertinggal atau tidak diperiksa ulang. Biasakan menyelesaikan apa yang sudah Anda sanggupi dan mengakui kesalahan sejak awal.',
        en: 'Your work is sometimes left unfinished or unchecked. Make a habit of finishing what you have agreed to and owning up to mistakes early.',
      },
      medium: {
        id: 'Anda biasanya menyelesaikan tugas dan merawat peralatan, namun belum selalu memeriksa hasil kerja sendiri. Tambahkan langkah pemeriksaan sebelum menyerahkan pekerjaan.',
        en: 'You usually finish your tasks and look after equipment, but do not always check your own work. Add a checking step before you hand work in.',
      },
      high: {
        id: 'Anda dapat diandalkan: menuntaskan pekerjaan, merawat alat, dan mengakui serta memperbaiki kesalahan tanpa menyalahkan orang lain.',
        en: 'You are dependable: you finish your work, take care of tools, and admit and fix mistakes without blaming others.',
      },
    },
  },
  communication: {
    name: { id: 'Komunikasi', en: 'Communication' },
    texts: {
      low: {
        id: 'Anda cenderung diam ketika bingung atau berhalangan. Berlatihlah bertanya dengan sopan dan memberi kabar lebih dulu; atasan lebih menghargai pertanyaan daripada kesalahan.',
        en: 'You tend to stay quiet when confused or unable to come. Practise asking politely and letting people know in advance; supervisors prefer a question to a mistake.',
      },
      medium: {
        id: 'Anda cukup mampu menyampaikan pendapat dan bertanya, tetapi belum selalu jelas atau tepat waktu. Latih menjelaskan hasil kerja Anda secara singkat dan runtut.',
        en: 'You can share your views and ask questions, but not always clearly or in time. Practise explaining your work briefly and in order.',
      },
      high: {
        id: 'Anda berani bertanya, mendengarkan dengan baik, dan menjelaskan dengan jelas serta sopan kepada atasan dan pelanggan.',
        en: 'You ask when unsure, listen well, and explain clearly and politely to supervisors and customers.',
      },
    },
  },
  initiative: {
    name: { id: 'Inisiatif', en: 'Initiative' },
    texts: {
      low: {
        id: 'Anda lebih sering menunggu perintah dan menghindari tugas baru. Mulailah dengan menawarkan diri untuk satu tugas kecil yang belum pernah Anda kerjakan.',
        en: 'You mostly wait for instructions and avoid new tasks. Start by volunteering for one small task you have never done before.',
      },
      medium: {
        id: 'Anda kadang mengambil langkah sendiri, terutama pada tugas yang sudah dikenal. Cobalah mengusulkan satu perbaikan cara kerja setiap minggu.',
        en: 'You sometimes act on your own, mostly on familiar tasks. Try suggesting one improvement to the way work is done each week.',
      },
      high: {
        id: 'Anda aktif mencari pekerjaan berikutnya, mempelajari keterampilan baru tanpa disuruh, dan mengusulkan cara kerja yang lebih baik.',
        en: 'You look for the next job to do, learn new skills without being told and suggest better ways of working.',
      },
    },
  },
};
